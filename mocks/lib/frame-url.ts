// msw's service worker lets navigations (frame loads, followed links) through to the real server, so in the
// browser a frame cannot load a mocked http URL. browser.ts switches frames to blob: URLs of the same page;
// Node (tests, the standalone server) keeps the plain http(s) URL.
type BlobFactory = (html: string) => string;

let blobFactory: BlobFactory | null = null;

export function setBlobFrameFactory(factory: BlobFactory | null): void {
  blobFactory = factory;
}

export function frameUrl(httpUrl: string, html: () => string): string {
  return blobFactory ? blobFactory(html()) : httpUrl;
}
