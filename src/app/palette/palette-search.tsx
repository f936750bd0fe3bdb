// The palette's search box: kbar's KBarSearch, except that what is typed is the owner's React state, set in the
// key's own event. KBarSearch showed kbar's store value, which reaches it a render after each key (the store
// publishes from an effect): React put the input back to that older value after every key, and the next key of a
// burst was typed into it ("880010" became "88010").
import { getListboxItemId, KBAR_LISTBOX, useKBar, VisualState } from '@refinedev/kbar';
import { useCallback, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { paletteInputHidden, takeTypedAhead } from '@/app/palette/palette-type-ahead';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Enter was typed before the input was there: the owner acts on the top result once it is listed. */
  onTypedEnter: () => void;
  placeholder: string;
  /** The opened group, if any: its name is the placeholder and Backspace in an empty box goes back to its parent. */
  group: { name: string; parent?: string } | null;
  style: CSSProperties;
};

export function PaletteSearch({ value, onChange, onTypedEnter, placeholder, group, style }: Props) {
  const { query, rootActionId, activeIndex, showing } = useKBar((state) => ({
    rootActionId: state.currentRootActionId,
    activeIndex: state.activeIndex,
    showing: state.visualState === VisualState.showing,
  }));

  // Shown: it starts with what was typed while it opened, and keys come here from now on. A layout effect, so no key
  // lands between the input appearing and taking over. StrictMode runs it twice on mount: the second run finds
  // nothing typed ahead and must not empty the search the first one filled.
  const started = useRef(false);
  useLayoutEffect(() => {
    const ahead = takeTypedAhead();
    if (!started.current) {
      started.current = true;
      if (ahead.text) onChange(ahead.text);
      if (ahead.enter) onTypedEnter();
    }
    return paletteInputHidden;
  }, [onChange, onTypedEnter]);

  // Opening or leaving a group starts an empty search there, as in KBarSearch.
  const root = useRef(rootActionId);
  useLayoutEffect(() => {
    if (root.current === rootActionId) return;
    root.current = rootActionId;
    onChange('');
    query.getInput().focus();
  }, [rootActionId, onChange, query]);

  // kbar finds the input through this (focus on opening a group, keys typed elsewhere while open).
  const attach = useCallback(
    (input: HTMLInputElement | null) => (input ? query.inputRefSetter(input) : undefined),
    [query],
  );

  return (
    <input
      ref={attach}
      autoFocus
      autoComplete="off"
      role="combobox"
      spellCheck={false}
      aria-expanded={showing}
      aria-controls={KBAR_LISTBOX}
      aria-activedescendant={getListboxItemId(activeIndex)}
      aria-label={placeholder}
      placeholder={group?.name ?? placeholder}
      data-testid="palette-search"
      style={style}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (group && !value && event.key === 'Backspace') query.setCurrentRootAction(group.parent);
      }}
    />
  );
}
