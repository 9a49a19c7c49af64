/**
 * The lists sent to shops (issue 37) among the admin's pages: /admin/lists,
 * beside the sections of /admin/{type}, which no collection's section takes.
 * A notice about a list links here with `?list=<id>` (lib/notice-links).
 */
export const listsType = 'lists';
