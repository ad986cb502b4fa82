class wonka($produces='chocolate', $other=undef){ }
class { 'wonka': produces => 'fudge' }
notice(Class[wonka]['other'] =~ Undef)
notice(Class['::wonka'][produces, 'name'])
