// Package root: the only barrel. Styles are separate entry points:
//   import '@platform/ui/styles.css'  (tokens + component styles)
//   import '@platform/ui/tokens.css'  (tokens only)
export { Button } from './components/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button';
export { CountBadge } from './components/count-badge';
export type { CountBadgeProps } from './components/count-badge';
export { ConfirmDialog } from './components/confirm-dialog';
export type { ConfirmDialogProps } from './components/confirm-dialog';
export { Loader } from './components/loader';
export type { LoaderProps } from './components/loader';
export { Modal } from './components/modal';
export type { ModalProps } from './components/modal';
export { Notice } from './components/notice';
export type { NoticeProps } from './components/notice';
export { Paginator } from './components/paginator';
export type { PaginatorLabels, PaginatorProps } from './components/paginator';
export { ProgressBar } from './components/progress-bar';
export type { ProgressBarProps } from './components/progress-bar';
export { SectionCard } from './components/section-card';
export type { SectionCardProps } from './components/section-card';
export { Skeleton } from './components/skeleton';
export type { SkeletonProps } from './components/skeleton';
export { Spinner } from './components/spinner';
export type { SpinnerProps, SpinnerSize } from './components/spinner';
export { Tabs } from './components/tabs';
export type { TabItem, TabsProps } from './components/tabs';
export { VisuallyHidden } from './components/visually-hidden';
export type { VisuallyHiddenProps } from './components/visually-hidden';
export { WarningPopup } from './components/warning-popup';
export type { WarningPopupProps } from './components/warning-popup';
export { cx } from './lib/cx';
export { useDocumentDirection } from './hooks/use-document-direction';
export type { Direction } from './hooks/use-document-direction';
export { SafeHtml } from './html/safe-html';
export type { SafeHtmlProps } from './html/safe-html';
