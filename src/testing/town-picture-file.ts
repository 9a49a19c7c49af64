import townSvg from '../../public/img/town.svg?raw';

/** The views public/img/town.svg declares: each picture's id and where its square starts. */
export const pictureViews = [
  ...townSvg.matchAll(/<view id="([^"]+)" viewBox="(\d+) 0 120 120"\/>/g),
].map(([, id, x]) => ({ id: id!, x: Number(x) }));

/** Where each picture of the file starts (its <svg x>). */
export const pictureSquares = [
  ...townSvg.matchAll(/<svg x="(\d+)" width="120" height="120">/g),
].map(([, x]) => Number(x));
