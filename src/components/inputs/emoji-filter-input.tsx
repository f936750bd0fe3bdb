// A text input that keeps only Chinese characters, letters, digits, whitespace and a few punctuation marks
// (spec section 5), so names pasted from chat apps do not carry emoji into the platform's data.
import { Input, type InputProps } from 'antd';
import { useRef, type ChangeEvent } from 'react';

const NOT_ALLOWED = /[^\p{Script=Han}A-Za-z0-9\s_\-.,，。、·:：;；!！?？()（）[\]【】@#&/]/gu;

export function filterEmoji(text: string): string {
  return text.replace(NOT_ALLOWED, '');
}

export type EmojiFilterInputProps = Omit<InputProps, 'onChange' | 'value'> & {
  value?: string;
  onChange?: (value: string) => void;
};

export function EmojiFilterInput({
  value,
  onChange,
  onCompositionStart,
  onCompositionEnd,
  ...rest
}: EmojiFilterInputProps) {
  // Pinyin and other IMEs type Latin letters before the Chinese text; filter once the composition is done.
  const composing = useRef(false);
  const emit = (raw: string) => onChange?.(composing.current ? raw : filterEmoji(raw));
  return (
    <Input
      {...rest}
      value={value ?? ''}
      onChange={(event: ChangeEvent<HTMLInputElement>) => emit(event.target.value)}
      onCompositionStart={(event) => {
        composing.current = true;
        onCompositionStart?.(event);
      }}
      onCompositionEnd={(event) => {
        composing.current = false;
        emit(event.currentTarget.value);
        onCompositionEnd?.(event);
      }}
    />
  );
}
