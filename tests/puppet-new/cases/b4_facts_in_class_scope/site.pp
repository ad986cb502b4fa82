class c { notice($facts['os']['name']) notice($::os['name']) }
include c
