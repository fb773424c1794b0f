// The details page's "← Back" (SPEC §2): where the visitor came from, else the ventures list. An
// island of its own (components/island.tsx), woken when the visitor reaches for it.
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { useInterfaceWords } from '@/lib/interface-words';

export function BackButton() {
  const navigate = useNavigate();
  const { t } = useInterfaceWords();
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate(paths.ventures));
  return (
    <button type="button" className="btn btn--outline" onClick={goBack}>
      {t('common.back')}
    </button>
  );
}
