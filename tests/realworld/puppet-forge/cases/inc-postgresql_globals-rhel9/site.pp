include postgresql::globals
