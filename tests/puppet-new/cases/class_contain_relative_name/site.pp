class outer { contain inner }
class outer::inner { notify { 'i': } }
class inner { notify { 'top-inner': } }
include outer
