// ApexCharts ships the legend as an opt-in feature of its core build (a side-effect import).
import 'apexcharts/features/legend';
