import { Icon } from './icon';

/** A cross, decorative: the control that uses it carries the accessible name. */
export function CloseIcon() {
  return (
    <Icon>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}
