notify { 'n': before => Class['never'] }
class never { }
