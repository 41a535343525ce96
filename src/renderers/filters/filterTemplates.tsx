import type { FieldTemplateProps, ObjectFieldTemplateProps, TemplatesType } from '@rjsf/utils';

/** One filter: label above, the widget, the first error below. The root object renders only its fields. */
function FilterFieldTemplate({ id, label, children, rawErrors, required, hidden, fieldPathId }: FieldTemplateProps) {
  if (hidden) return <div hidden>{children}</div>;
  if (fieldPathId.path.length === 0) return children;
  const error = rawErrors?.[0];
  return (
    <div className="filter-field" data-invalid={Boolean(error)}>
      <label htmlFor={id}>{label}{required ? <span aria-hidden="true"> *</span> : null}</label>
      {children}
      {error && <span className="field-error" role="alert">{error}</span>}
    </div>
  );
}

function FilterGridTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="filter-grid">{properties.map((p) => p.content)}</div>;
}

function NoErrorList() {
  return null;
}

export const FILTER_TEMPLATES: Partial<TemplatesType> = {
  FieldTemplate: FilterFieldTemplate,
  ObjectFieldTemplate: FilterGridTemplate,
  ErrorListTemplate: NoErrorList,
};
