notice(hiera_array('nokey'))
