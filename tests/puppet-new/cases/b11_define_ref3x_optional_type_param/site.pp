define d(Optional[Type[Resource]] $r = undef) { notify { "${title}": message => "[${r}]" } }
d { 'x': r => File['/tmp'] }
d { 'y': }
