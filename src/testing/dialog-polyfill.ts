/**
 * jsdom has no HTMLDialogElement.showModal/close: without them a <dialog>
 * never opens, so its buttons cannot be found. This stands in for them in
 * tests (opening sets `open`, closing removes it); browsers use their own.
 */
const dialog = globalThis.HTMLDialogElement?.prototype;
if (dialog && typeof dialog.showModal !== 'function') {
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialog.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialog.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
