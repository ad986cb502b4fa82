$site_var = 'top'
class k {
  $site_var = 'local'
  notice(r12_topvar('site_var'))
}
include k
