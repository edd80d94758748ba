/** The page's one render helper: an element with its attributes, listeners (onclick, ...) and children. */
type Child = Node | string | null | undefined | false;
type Attrs = Record<string, string | number | boolean | null | undefined | ((event: Event) => void)>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, children: Child | Child[] = []): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value !== null && value !== undefined) element.setAttribute(name, String(value));
  }
  for (const child of Array.isArray(children) ? children : [children]) {
    if (child) element.append(child);
  }
  return element;
}

/** Replaces an element's children. */
export const fill = (element: Element, children: Child | Child[]) => {
  element.replaceChildren(...(Array.isArray(children) ? children : [children]).filter((c): c is Node | string => Boolean(c)));
};
