// A kind folder named 'cohorts' whose compiler carries the retention kind's spec: discovery must refuse it.
export { default } from '../../../../../../server/compiler/kinds/retention/kind';
