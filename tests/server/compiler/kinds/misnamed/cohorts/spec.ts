// A kind folder named 'cohorts' whose spec is the retention kind's: discovery must refuse it.
export { default } from '../../../../../../server/compiler/kinds/retention/spec';
