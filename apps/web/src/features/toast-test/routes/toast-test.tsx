import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { type ToastColor, toast } from '../../../components/ui/toast-store';
import { cn } from '../../../lib/cn';

const COLORS: ToastColor[] = ['primary', 'secondary', 'info', 'success', 'warning', 'error', 'neutral'];

const swatches: Record<ToastColor, string> = {
  primary: 'bg-primary-500',
  secondary: 'bg-secondary-500',
  info: 'bg-info-500',
  success: 'bg-success-500',
  warning: 'bg-warning-400',
  error: 'bg-error-500',
  neutral: 'bg-neutral-400',
};

/** Notification test page: one toast per theme colour (spec §2). */
export function ToastTestRoute() {
  const { t } = useTranslation();
  const show = (color: ToastColor) =>
    toast({
      title: t('toastTest.title', { color: t(`colors.${color}`) }),
      description: t('toastTest.description'),
      color,
    });

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('toastTest.pageTitle')} description={t('toastTest.pageDescription')} />
      <Card>
        <CardHeader
          title={t('toastTest.colors')}
          description={t('toastTest.hotkeyHint')}
          actions={
            <Button variant="primary" size="sm" onClick={() => COLORS.forEach(show)}>
              {t('toastTest.showAll')}
            </Button>
          }
        />
        <div className="grid grid-cols-2 gap-2 p-4 sm:grid-cols-4">
          {COLORS.map((color) => (
            <Button key={color} onClick={() => show(color)} className="justify-start">
              <span aria-hidden="true" className={cn('size-2.5 rounded-full', swatches[color])} />
              {t(`colors.${color}`)}
            </Button>
          ))}
        </div>
      </Card>
    </div>
  );
}
