// The actions column: edit (when the form allows it and the role holds `<page>.save`) and the declared row actions,
// each behind its own permission key, with an optional confirm and the declared success message. An action with
// `fields` opens its form on the row instead (row-action-form.tsx), as does one that `show`s something; a `notice`
// action only shows its message. One `disabled` on the row (edit too, by the form's `editDisabled`) shows greyed,
// with its reason as a tooltip.
import type { BaseRecord } from '@refinedev/core';
import { Popconfirm, Tooltip } from 'antd';
import { useCallback, useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { confirmQuestion } from '@/components/resource-kit/actions/action-confirm';
import type { ActionRun } from '@/components/resource-kit/actions/action-runner';
import { LinkButton, type LinkColors } from '@/components/resource-kit/columns/link-button';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { ResourceDefinition, RowActionDecl } from '@/components/resource-kit/types';
import { ACTION_GAP_PX, ACTION_LINKS_MAX_PX } from '@/components/resource-kit/list/virtual-widths';
import { feedback } from '@/lib/feedback';
import { useSession } from '@/lib/use-session';
import { allows } from '@/providers/access-control-provider';

type Props<T extends BaseRecord> = {
  actions: RowActionDecl<T>[];
  text: ResourceText;
  row: T;
  run: ActionRun;
  running: boolean;
  colors: LinkColors;
  onEdit?: (row: T) => void;
  /** Why edit is not usable on a row (a locale key), as the form declares it. */
  editDisabled?: (row: T) => string | undefined;
  /** Opens the form of an action with `fields` (useRowActionForms). */
  onForm?: (action: RowActionDecl<T>, row: T) => void;
  /** Links that open something for the row (a sub-list). */
  links?: RowLink<T>[];
};

/** A link that opens something for the row (a sub-list, a drill). */
export type RowLink<T> = { key: string; onClick: (row: T) => void; visible?: (row: T) => boolean };

/** What one row's actions cell shows, in order: the links, then the actions (one without a url nor form shows nothing). */
export function shownRowActions<T extends BaseRecord>(actions: RowActionDecl<T>[], links: RowLink<T>[], row: T) {
  return {
    links: links.filter((link) => !link.visible || link.visible(row)),
    actions: actions.filter((a) => (!a.visible || a.visible(row)) && (a.notice || a.fields?.length || a.show || a.url)),
  };
}

/** Actions this role may use at all (decides whether the column exists). */
export function useAllowedRowActions<T extends BaseRecord>(definition: ResourceDefinition<T>): RowActionDecl<T>[] {
  const session = useSession();
  const declared = definition.rowActions;
  return useMemo(
    () => (declared ?? []).filter((a) => allows(session, { permission: a.permission })),
    [declared, session],
  );
}

type ConfirmProps = {
  title: ReactNode;
  okText: string;
  cancelText: string;
  onConfirm: () => void;
  children: ReactNode;
};

/**
 * Popconfirm mounts a trigger, a resize observer and a style registration per instance: with one or two per row
 * that was a large part of rendering a 200-row page.
 * The plain link stands in until the first click, which mounts the Popconfirm already open.
 */
function LazyConfirm({ title, okText, cancelText, onConfirm, children }: ConfirmProps) {
  const [open, setOpen] = useState<boolean | null>(null);
  if (open === null) return <span onClickCapture={() => setOpen(true)}>{children}</span>;
  return (
    <Popconfirm
      title={title}
      okText={okText}
      cancelText={cancelText}
      onConfirm={onConfirm}
      open={open}
      onOpenChange={setOpen}
    >
      <span>{children}</span>
    </Popconfirm>
  );
}

type DisabledProps = { label: string; reason: string; colors: LinkColors };

/**
 * A link shown but not usable, with the reason. aria-disabled rather than disabled: a disabled button takes no focus,
 * so a keyboard or screen reader user would never reach the reason. The reason is the link's description (a hidden
 * node, read on focus) and a tooltip on hover or focus, mounted lazily as LazyConfirm's Popconfirm is.
 */
function DisabledAction({ label, reason, colors }: DisabledProps) {
  const id = useId();
  const [open, setOpen] = useState<boolean | null>(null);
  // Mounting the tooltip remounts the link: a link reached by Tab keeps the focus across that.
  const refocus = useRef(false);
  const keepFocus = useCallback((el: HTMLButtonElement | null) => {
    if (el && refocus.current) {
      refocus.current = false;
      el.focus();
    }
  }, []);
  const link = (
    <LinkButton ref={keepFocus} colors={colors} aria-disabled="true" aria-describedby={id}>
      {label}
    </LinkButton>
  );
  const mount = (focused: boolean) => {
    refocus.current = focused;
    setOpen(true);
  };
  return (
    <>
      {open === null ? (
        <span onMouseEnter={() => mount(false)} onFocus={() => mount(true)}>
          {link}
        </span>
      ) : (
        <Tooltip title={reason} open={open} onOpenChange={setOpen} trigger={['hover', 'focus']}>
          <span>{link}</span>
        </Tooltip>
      )}
      <span id={id} hidden>
        {reason}
      </span>
    </>
  );
}

const ACTION_LINKS: CSSProperties = {
  display: 'inline-flex',
  flexWrap: 'wrap',
  columnGap: ACTION_GAP_PX,
  rowGap: 4,
  maxWidth: ACTION_LINKS_MAX_PX,
};

/** Plain rendering (hooks live in the table), so a 200-row page does not run 200 sets of hooks. */
export function RowActions<T extends BaseRecord>(props: Props<T>) {
  const { actions, text, row, run, running, colors, onEdit, editDisabled, onForm, links } = props;
  const shown = shownRowActions(actions, links ?? [], row);
  const editReason = onEdit && editDisabled?.(row);
  const buttons = shown.actions.map((action) => {
    const label = text.action(action.key, 'label', row);
    const reason = action.disabled?.(row);
    if (reason)
      return <DisabledAction key={action.key} label={label} reason={text.message(reason, row)} colors={colors} />;
    if (action.notice) {
      const notify = () => void feedback().message.info(text.action(action.key, 'success', row));
      return (
        <LinkButton key={action.key} colors={colors} danger={action.danger} onClick={notify}>
          {label}
        </LinkButton>
      );
    }
    if (action.fields?.length || action.show) {
      // The form is the confirmation: it shows the confirm text above its fields.
      return (
        <LinkButton
          key={action.key}
          colors={colors}
          danger={action.danger}
          disabled={running}
          onClick={() => onForm?.(action, row)}
        >
          {label}
        </LinkButton>
      );
    }
    const url = action.url;
    if (!url) return null;
    const refused = action.refused;
    const call = {
      key: action.key,
      url,
      invalidates: action.invalidates,
      answer: action.answer,
      refused: refused && (() => refused(row, text)),
    };
    const go = () => run(call, action.body?.(row, {}) ?? {}, row).catch(() => undefined);
    const button = (
      <LinkButton
        key={action.key}
        colors={colors}
        danger={action.danger}
        disabled={running}
        onClick={action.confirm ? undefined : go}
      >
        {label}
      </LinkButton>
    );
    if (!action.confirm) return button;
    return (
      <LazyConfirm
        key={action.key}
        title={confirmQuestion({
          action: action.key,
          confirm: action.confirm,
          fields: [],
          target: row,
          vars: row,
          text,
        })?.({})}
        okText={text.action(action.key, 'ok', row) || text.t('kit:actions.confirm')}
        cancelText={text.t('kit:actions.cancel')}
        onConfirm={go}
      >
        {button}
      </LazyConfirm>
    );
  });
  return (
    // At most ACTION_LINKS_MAX_PX wide, in any language: more links wrap onto another line rather than widen the
    // fixed column over the data.
    <span style={ACTION_LINKS}>
      {editReason ? (
        <DisabledAction label={text.t('kit:actions.edit')} reason={text.message(editReason, row)} colors={colors} />
      ) : onEdit ? (
        <LinkButton colors={colors} onClick={() => onEdit(row)}>
          {text.t('kit:actions.edit')}
        </LinkButton>
      ) : null}
      {shown.links.map((link) => (
        <LinkButton key={link.key} colors={colors} onClick={() => link.onClick(row)}>
          {text.action(link.key, 'label', row)}
        </LinkButton>
      ))}
      {buttons}
    </span>
  );
}
