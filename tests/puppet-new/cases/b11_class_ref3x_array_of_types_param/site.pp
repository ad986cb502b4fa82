class k(Array[Type[Resource]] $rs) { notify { 'k': message => "${rs}" } }
class { 'k': rs => [Notify['a'], Package, Class['main']] }
