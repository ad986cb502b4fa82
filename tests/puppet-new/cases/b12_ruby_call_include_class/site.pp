class k { notify { 'in k': } }
r12y::ensure_class('k')
notice(defined(Class['k']))
