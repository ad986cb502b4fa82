class c { notify { 'c': } }
class { 'c': stage => main }
