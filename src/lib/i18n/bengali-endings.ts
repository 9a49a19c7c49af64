/**
 * What the browser fetches with the Bengali words (i18n.ts): a module of its
 * own, only ever imported dynamically, because the server's notices import
 * ./case-endings too, and a dynamic import of a module other chunks share
 * would put the bundler's runtime on the first paint.
 */
export { withCaseEndings } from './case-endings';
