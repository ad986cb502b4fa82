$path = '/etc/pki/key'
# a backslash before a line break removes both in a double-quoted string, as in a heredoc with /L
$cmd = "gpg --with-colons ${path} | \
head -n 1 | \
cut -d: -f5"
exec { 'show key': command => "rpm -q ${cmd}", path => '/usr/bin' }
notice("one\
two")
notice("keeps \L and \q")
$crlf = "a\
b"
notice($crlf)
