import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DRAG_KEEP_VISIBLE } from '../hooks/use-modal-drag';
import { Modal } from './modal';

// jsdom does no layout: give the dialog a 200×200 box centred in jsdom's 1024×768 window,
// shifted by whatever translate() the drag has applied, as a browser would.
const BOX = { left: 412, top: 284, width: 200, height: 200 };

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this.getAttribute('role') !== 'dialog') return DOMRect.fromRect();
    const match = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(this.style.transform);
    const [dx, dy] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
    return DOMRect.fromRect({
      x: BOX.left + dx,
      y: BOX.top + dy,
      width: BOX.width,
      height: BOX.height,
    });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Drag me" closeLabel="Close">
        <p>Body</p>
      </Modal>
    </>
  );
}

async function setup() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Drag me' });

  // The title bar is looked up per drag: reopening the dialog renders a new one.
  async function drag(
    from: [number, number],
    to: [number, number],
    target: Element = screen.getByRole('heading', { name: 'Drag me' }),
  ) {
    await user.pointer([
      { keys: '[MouseLeft>]', target, coords: { clientX: from[0], clientY: from[1] } },
      { target, coords: { clientX: to[0], clientY: to[1] } },
      { keys: '[/MouseLeft]', target },
    ]);
  }
  return { user, dialog, drag };
}

describe('Modal dragging', () => {
  test('dragging the title bar moves the dialog by the pointer distance', async () => {
    const { dialog, drag } = await setup();
    expect(dialog.style.transform).toBe('');

    await drag([500, 300], [600, 350]);
    expect(dialog.style.transform).toBe('translate(100px, 50px)');

    // A second drag continues from where the first one left the dialog.
    await drag([600, 350], [580, 330]);
    expect(dialog.style.transform).toBe('translate(80px, 30px)');
  });

  test('cannot be dragged off-screen: the title bar stays reachable', async () => {
    const { dialog, drag } = await setup();

    await drag([500, 300], [-5000, -5000]);
    // Right edge keeps DRAG_KEEP_VISIBLE px on screen; the top stops at the viewport top.
    const minX = DRAG_KEEP_VISIBLE - (BOX.left + BOX.width);
    expect(dialog.style.transform).toBe(`translate(${minX}px, ${-BOX.top}px)`);

    await drag([500, 300], [9000, 9000]);
    const maxX = window.innerWidth - DRAG_KEEP_VISIBLE - BOX.left;
    const maxY = window.innerHeight - DRAG_KEEP_VISIBLE - BOX.top;
    expect(dialog.style.transform).toBe(`translate(${maxX}px, ${maxY}px)`);
  });

  test('pressing on the close button does not start a drag', async () => {
    const { dialog, drag } = await setup();

    await drag([700, 300], [800, 400], screen.getByRole('button', { name: 'Close' }));

    expect(dialog.style.transform).toBe('');
  });

  test('moving the pointer without pressing does not move the dialog', async () => {
    const { user, dialog } = await setup();
    const titleBar = screen.getByRole('heading', { name: 'Drag me' });

    await user.pointer([
      { target: titleBar, coords: { clientX: 500, clientY: 300 } },
      { target: titleBar, coords: { clientX: 650, clientY: 380 } },
    ]);

    expect(dialog.style.transform).toBe('');
  });

  test('the offset resets when the dialog is reopened', async () => {
    const { user, drag } = await setup();
    await drag([500, 300], [600, 350]);

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const reopened = screen.getByRole('dialog');
    expect(reopened.style.transform).toBe('');

    // The next drag starts from the centre again, not from the old offset.
    await drag([500, 300], [510, 320]);
    expect(reopened.style.transform).toBe('translate(10px, 20px)');
  });

  test('keyboard still works after a drag: Escape closes', async () => {
    const { user, drag } = await setup();
    await drag([500, 300], [600, 350]);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
