import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface ListPaginationProps {
  page: number;
  pages: number;
  busy: boolean;
  onPageChange: (page: number) => void;
}

/** Previous / next with 'page x of n'; the page on screen stays while the next one loads. */
export function ListPagination({ page, pages, busy, onPageChange }: ListPaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('admin.pagination.label')} className="flex items-center justify-between gap-3 pt-2">
      <Button variant="outline" size="lg" disabled={page <= 1 || busy} onClick={() => onPageChange(page - 1)}>{t('admin.pagination.previous')}</Button>
      <p className="text-sm text-slate-700" aria-live="polite">{t('admin.pagination.page', { page, pages })}</p>
      <Button variant="outline" size="lg" disabled={page >= pages || busy} onClick={() => onPageChange(page + 1)}>{t('admin.pagination.next')}</Button>
    </nav>
  );
}
