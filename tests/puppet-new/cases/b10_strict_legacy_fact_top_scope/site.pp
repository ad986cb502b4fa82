notify { "osfamily=${::osfamily}": }
