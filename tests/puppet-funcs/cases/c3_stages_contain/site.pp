stage { 'pre': before => Stage['main'] }
class prep { notify { 'prep': } }
class app { contain app::inner }
class app::inner { notify { 'inner': } }
class { 'prep': stage => 'pre' }
include app
class last { require app notify { 'last': } }
include last
