/** Full page loads go through here, so tests can watch them (jsdom cannot navigate). */
export const pageLoad = {
  to(path: string) {
    window.location.assign(path);
  },
  reload() {
    window.location.reload();
  },
};
