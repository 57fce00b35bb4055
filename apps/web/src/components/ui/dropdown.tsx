import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from './cx';

interface DropdownProps {
  label: ReactNode;
  /** Names the list for assistive technology when the button shows only a short label. */
  menuLabel?: string;
  /** Items: links or buttons carrying the `dropdown__item` class. */
  children: ReactNode;
  className?: string;
  align?: 'start' | 'end';
}

const ITEM_SELECTOR = '.dropdown__item';

/**
 * A disclosure menu: the button toggles a list of links. Arrow keys move through the items,
 * Escape closes and returns focus to the button; leaving the menu or choosing an item closes it.
 */
export function Dropdown({ label, menuLabel, children, className, align = 'start' }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const focusItem = (index: number) => {
    const list = items();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close(true);
        }
        break;
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          requestAnimationFrame(() => focusItem(0));
        } else focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          requestAnimationFrame(() => focusItem(-1));
        } else focusItem(current < 0 ? -1 : current - 1);
        break;
      case 'Home':
        if (open && current >= 0) {
          event.preventDefault();
          focusItem(0);
        }
        break;
      case 'End':
        if (open && current >= 0) {
          event.preventDefault();
          focusItem(-1);
        }
        break;
    }
  };

  return (
    <div
      ref={rootRef}
      className={cx('dropdown', open && 'dropdown--open', className)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="dropdown__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <ChevronDown className="dropdown__chevron" size={18} aria-hidden="true" />
      </button>
      <ul
        id={menuId}
        className={cx('dropdown__menu', `dropdown__menu--${align}`)}
        hidden={!open}
        aria-label={menuLabel}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest(ITEM_SELECTOR)) close(false);
        }}
      >
        {children}
      </ul>
    </div>
  );
}
