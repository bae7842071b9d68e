// @vitest-environment happy-dom
/**
 * A press begun on a drawn board and still held when its live component comes in (./FirstUse): pressed again on the live element,
 * and clicked once when let go, whether the browser's click reaches the live element itself or, the drawn element being gone, one
 * around it; and what is typed in a field after a press is set once that press is carried over, not undone by it, and an Enter
 * pressed in it is pressed again on the live field once that has what was typed.
 */
import { h } from "preact";
import { useState } from "preact/hooks";
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

// A mouse let go after the live component came in, but before it took over what was pressed (a busy page): the browser sends no click,
// the pressed element being gone, and the release is carried over as the click.
test("a mouse press let go as the live component comes in, before it takes the press over: the live element is clicked once", async () => {
  const onShow = vi.fn();
  let arrive: (c: typeof Live) => void = () => {};
  const load = () => new Promise<typeof Live>((resolve) => (arrive = resolve));
  const { container } = render(h(FirstUse<{ onShow: () => void }>, { load, props: { onShow }, unreachable: { text: "", retry: "" } }, drawn));
  container.querySelector("button")!.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, pointerId: 1, isPrimary: true, pointerType: "mouse" }));
  // The live component comes in (its module, then its render); its effects wait for the next frame, and the release comes first.
  arrive(Live);
  for (let i = 0; i < 5; i++) await Promise.resolve();
  expect(container.querySelector("p")!.textContent).toBe("live");
  window.dispatchEvent(new PointerEvent("pointerup", { pointerId: 1, pointerType: "mouse" }));
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
  expect(onShow).toHaveBeenCalledTimes(1);
});

// A tap made on the drawing is carried over as the live component comes in, before anything else can reach it: a second tap made
// on the live element at once (a quick learner, a busy phone) is taken after it, as it was made, never before.
test("a tap on the drawing, then one on the live component as soon as it is in: the live component takes them in the order made", async () => {
  const taken: string[] = [];
  const Two = () =>
    h(
      "section",
      null,
      h("button", { type: "button", onClick: () => taken.push("first") }, "First"),
      h("button", { type: "button", onClick: () => taken.push("second") }, "Second"),
    );
  const drawnTwo = h("astro-slot", null, h("section", null, h("button", { type: "button" }, "First"), h("button", { type: "button" }, "Second")));
  let arrive: (c: typeof Two) => void = () => {};
  const load = () => new Promise<typeof Two>((resolve) => (arrive = resolve));
  const { container } = render(h(FirstUse<object>, { load, props: {}, unreachable: { text: "", retry: "" } }, drawnTwo));
  // As the browser makes them: a visitor's events, not a script's (the island carries over presses with events of its own).
  const trusted = <E extends Event>(e: E): E => Object.defineProperty(e, "isTrusted", { value: true });
  const tap = (el: Element) => {
    el.dispatchEvent(trusted(new PointerEvent("pointerdown", { bubbles: true, pointerId: 1, isPrimary: true, pointerType: "touch" })));
    el.dispatchEvent(trusted(new PointerEvent("pointerup", { bubbles: true, pointerId: 1, isPrimary: true, pointerType: "touch" })));
    el.dispatchEvent(trusted(new MouseEvent("click", { bubbles: true, cancelable: true })));
  };
  tap(container.querySelectorAll("button")[0]!);
  // The live component comes in (its module, then its render), and the next tap lands on it before any later task.
  arrive(Two);
  await Promise.resolve();
  await Promise.resolve();
  await Promise.resolve();
  expect(container.querySelector("astro-slot")).toBeNull();
  tap(container.querySelectorAll("button")[1]!);
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
  expect(taken).toEqual(["first", "second"]);
});

// The editor on a slow phone: a pile tapped (which shows that pile's cards in the field), then other cards typed, before the live editor comes.
test("a press on the drawing, then a field typed in: the field keeps what was typed after the press is carried over", async () => {
  const Pick = () => {
    const [typed, setTyped] = useState("");
    return h(
      "section",
      null,
      h("button", { type: "button", onClick: () => setTyped("A♠") }, "Pile"),
      h("input", { type: "text", value: typed, onInput: (e: Event) => setTyped((e.target as HTMLInputElement).value) }),
    );
  };
  const drawnPick = h("astro-slot", null, h("section", null, h("button", { type: "button" }, "Pile"), h("input", { type: "text", value: "" })));
  let arrive: (c: typeof Pick) => void = () => {};
  const load = () => new Promise<typeof Pick>((resolve) => (arrive = resolve));
  const { container } = render(h(FirstUse<object>, { load, props: {}, unreachable: { text: "", retry: "" } }, drawnPick));
  container.querySelector("button")!.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, pointerId: 1, isPrimary: true, pointerType: "touch" }));
  window.dispatchEvent(new PointerEvent("pointerup", { pointerId: 1 }));
  container.querySelector("button")!.click();
  const field = container.querySelector("input")!;
  field.value = "K♥ Q♠";
  field.dispatchEvent(new Event("input", { bubbles: true }));
  await act(async () => arrive(Pick));
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
  expect(container.querySelector("astro-slot")).toBeNull();
  expect(container.querySelector("input")!.value).toBe("K♥ Q♠");
});

// The editor on a slow phone: cards typed in a pile's field and Enter pressed, before the live editor comes. Its Enter sets the pile.
test("a field typed in and Enter pressed on the drawing: the live field gets what was typed, then the Enter, which takes it", async () => {
  const set: string[] = [];
  const Field = () => {
    const [typed, setTyped] = useState("");
    return h("input", { type: "text", value: typed, onInput: (e: Event) => setTyped((e.target as HTMLInputElement).value), onKeyDown: (e: KeyboardEvent) => e.key === "Enter" && set.push(typed) });
  };
  let arrive: (c: typeof Field) => void = () => {};
  const load = () => new Promise<typeof Field>((resolve) => (arrive = resolve));
  const { container } = render(h(FirstUse<object>, { load, props: {}, unreachable: { text: "", retry: "" } }, h("astro-slot", null, h("input", { type: "text", value: "" }))));
  const field = container.querySelector("input")!;
  field.value = "K♥ Q♠";
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
  await act(async () => arrive(Field));
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
  expect(container.querySelector("astro-slot")).toBeNull();
  expect(container.querySelector("input")!.value).toBe("K♥ Q♠");
  expect(set).toEqual(["K♥ Q♠"]);
});
