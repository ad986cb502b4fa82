class k(Type[Class] $after = Class['main']) { notify { 'in k': } }
include k
