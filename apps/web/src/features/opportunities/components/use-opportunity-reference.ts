import { STAGE_KINDS } from '@aurora/contracts/opportunities';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterOption } from '../../../components/data-table/filter-fields';
import { useDefinitions, useStatuses } from '../../../entities/reference/reference-data';

/** Stages (in board order), sources and lost reasons: as labels and as filter choices. */
export function useOpportunityReference() {
  const { t } = useTranslation();
  const stages = useStatuses('opportunity');
  const sources = useDefinitions('lead_sources');
  const lostReasons = useDefinitions('lost_reasons');
  return useMemo(() => {
    const toOptions = (items: Array<{ key: string; label: string }> | undefined): FilterOption[] =>
      (items ?? []).map((item) => ({ value: item.key, label: item.label }));
    const labelIn = (options: FilterOption[]) => (key: string | null) =>
      key ? (options.find((option) => option.value === key)?.label ?? key) : null;
    const stageList = stages.data ?? [];
    const sourceOptions = toOptions(sources.data);
    const lostReasonOptions = toOptions(lostReasons.data);
    return {
      stages: stageList,
      stagesLoading: stages.isPending,
      stageOf: (key: string) => stageList.find((stage) => stage.key === key),
      stageOptions: stageList.map((stage) => ({ value: stage.key, label: stage.name, color: stage.color })),
      kindOptions: STAGE_KINDS.map((kind) => ({ value: kind, label: t(`opportunitiesList.kinds.${kind}`) })),
      sourceOptions,
      sourceLabel: labelIn(sourceOptions),
      lostReasonOptions,
      lostReasonLabel: labelIn(lostReasonOptions),
    };
  }, [t, stages.data, stages.isPending, sources.data, lostReasons.data]);
}

export type OpportunityReference = ReturnType<typeof useOpportunityReference>;
