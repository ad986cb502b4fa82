# a template changing arrays and hashes in place (push, delete) changes the variables it read,
# the class parameters they were copied from, and what the manifest reads afterwards
include mut
notify { "top: ${mut::opts}": require => Class['mut'] }
