stage { 'pre': before => Stage['main'] }
class p { notify { 'p': } }
class { 'p': stage => pre }
