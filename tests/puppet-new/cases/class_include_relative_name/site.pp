class outer { include inner }
class outer::inner { notify { 'i': } }
include outer
