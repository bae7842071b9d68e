// @vitest-environment happy-dom
/**
 * A press begun on a drawn board and still held when its live component comes in (./FirstUse): pressed again on the live element,
 * and clicked once when let go, whether the browser's click reaches the live element itself or, the drawn element being gone, one
 * around it.
 */
import { h } from "preact";
import { act, cleanup, render } from "@testing-library/preact";
import { afterEach, describe, expect, test, vi } from "vitest";
import { FirstUse } from "../../src/components/FirstUse";

afterEach(cleanup);

const Live = ({ onShow }: { onShow: () => void }) =>
  h(
    "section",
    null,
    h("p", null, "live"),
    h("button", { type: "button", onClick: onShow }, "Show"),
  );
const drawn = h(
  "astro-slot",
  null,
  h(
    "section",
    null,
    h("p", null, "drawn"),
    h("button", { type: "button" }, "Show"),
  ),
);

/** The island with the press held on its drawn button while its live component comes in. */
async function heldAsItComes(pointerType: string) {
  const onShow = vi.fn();
  let arrive: (c: typeof Live) => void = () => {};
  const load = () => new Promise<typeof Live>((resolve) => (arrive = resolve));
  const { container } = render(
    h(
      FirstUse<{ onShow: () => void }>,
      { load, props: { onShow }, unreachable: { text: "", retry: "" } },
      drawn,
    ),
  );
  const button = container.querySelector("button")!;
  button.dispatchEvent(
    new PointerEvent("pointerdown", {
      bubbles: true,
      pointerId: 1,
      isPrimary: true,
      pointerType,
    }),
  );
  await act(async () => arrive(Live));
  const live = container.querySelector("button")!;
  expect(container.querySelector("p")!.textContent).toBe("live");
  return { container, live, onShow };
}

// A finger's press goes on as a press on the live element (a drag if it moves); a mouse's is carried over at its release.
for (const pointerType of ["touch", "mouse"])
  describe(pointerType, () => {
    test("let go with the click landing around the live element (the drawn one being gone): the live element is clicked once", async () => {
      const { container, onShow } = await heldAsItComes(pointerType);
      window.dispatchEvent(new PointerEvent("pointerup", { pointerId: 1 }));
      container.querySelector<HTMLElement>(".first-use")!.click();
      await vi.waitFor(() => expect(onShow).toHaveBeenCalledTimes(1));
    });

    test("let go with the click on the live element itself: it is not clicked a second time", async () => {
      const { live, onShow } = await heldAsItComes(pointerType);
      window.dispatchEvent(new PointerEvent("pointerup", { pointerId: 1 }));
      live.click();
      expect(onShow).toHaveBeenCalledTimes(1);
      // The release's own check runs a task later, and finds the click made.
      await act(() => new Promise<void>((resolve) => setTimeout(resolve)));
      expect(onShow).toHaveBeenCalledTimes(1);
    });
  });
