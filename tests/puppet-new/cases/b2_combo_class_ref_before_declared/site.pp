notify { 'n': before => Class['later'] }
class later { }
include later
