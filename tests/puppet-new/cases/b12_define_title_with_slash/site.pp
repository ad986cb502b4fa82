define conf($content = '') { file { "/etc/app${title}": content => $content } }
conf { '/a.conf': content => 'x' }
conf { '/sub/b.conf': }
