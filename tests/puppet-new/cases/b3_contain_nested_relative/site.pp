class outer { contain inner }
class outer::inner { notify { 'in': } }
include outer
