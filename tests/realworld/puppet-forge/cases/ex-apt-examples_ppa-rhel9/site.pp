class { 'apt': }

# Example declaration of an Apt PPA
apt::ppa { 'ppa:ubuntuhandbook1/apps': }
