// A text input (or textarea) that keeps only Chinese characters, letters, digits, whitespace and a few punctuation marks
// (spec section 5), so names pasted from chat apps do not carry emoji into the platform's data.
import { Input, type InputProps } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import { useRef, type CompositionEvent } from 'react';

const NOT_ALLOWED = /[^\p{Script=Han}A-Za-z0-9\s_\-.,，。、·:：;；!！?？()（）[\]【】@#&/]/gu;

export function filterEmoji(text: string): string {
  return text.replace(NOT_ALLOWED, '');
}

type Filtered<P> = Omit<P, 'onChange' | 'value'> & { value?: string; onChange?: (value: string) => void };
export type EmojiFilterInputProps = Filtered<InputProps>;
export type EmojiFilterTextAreaProps = Filtered<TextAreaProps>;

type Field = HTMLInputElement | HTMLTextAreaElement;
type Handlers = {
  onCompositionStart?: (event: CompositionEvent<never>) => void;
  onCompositionEnd?: (event: CompositionEvent<never>) => void;
};

/** The value and change handlers of a filtered field, the same for an input and a textarea. */
function useFiltered(value: string | undefined, onChange: ((value: string) => void) | undefined, own: Handlers) {
  // Pinyin and other IMEs type Latin letters before the Chinese text; filter once the composition is done.
  const composing = useRef(false);
  const emit = (raw: string) => onChange?.(composing.current ? raw : filterEmoji(raw));
  return {
    value: value ?? '',
    onChange: (event: { target: Field }) => emit(event.target.value),
    onCompositionStart: (event: CompositionEvent<Field>) => {
      composing.current = true;
      own.onCompositionStart?.(event as CompositionEvent<never>);
    },
    onCompositionEnd: (event: CompositionEvent<Field>) => {
      composing.current = false;
      emit(event.currentTarget.value);
      own.onCompositionEnd?.(event as CompositionEvent<never>);
    },
  };
}

export function EmojiFilterInput({
  value,
  onChange,
  onCompositionStart,
  onCompositionEnd,
  ...rest
}: EmojiFilterInputProps) {
  return <Input {...rest} {...useFiltered(value, onChange, { onCompositionStart, onCompositionEnd } as Handlers)} />;
}

export function EmojiFilterTextArea({
  value,
  onChange,
  onCompositionStart,
  onCompositionEnd,
  ...rest
}: EmojiFilterTextAreaProps) {
  return (
    <Input.TextArea {...rest} {...useFiltered(value, onChange, { onCompositionStart, onCompositionEnd } as Handlers)} />
  );
}
