// Whether the next signed-in page should take focus when it appears. Sign-in asks for it (its form vanishes
// from under the focus); a plain page load does not, so the first Tab there still reaches the skip link.
let requested = false;

export function requestPageFocus(): void {
  requested = true;
}

export function takePageFocusRequest(): boolean {
  const was = requested;
  requested = false;
  return was;
}
