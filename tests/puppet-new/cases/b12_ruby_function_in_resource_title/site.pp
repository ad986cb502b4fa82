$names = r12n::hostnames('web', 3)
notify { $names: }
notify { 'count': message => $names.length }
