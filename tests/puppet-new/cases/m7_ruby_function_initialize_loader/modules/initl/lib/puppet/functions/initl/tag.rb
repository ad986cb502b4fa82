# A function with its own initialize, taking Puppet's two arguments and calling super.
Puppet::Functions.create_function(:'initl::tag') do
  dispatch :tag do
    param 'String', :word
    optional_param 'Integer', :times
  end

  def initialize(closure_scope, loader)
    super
    @prefix = 'tag'
    @seen_scope = !closure_scope.nil?
  end

  def tag(word, times = 1)
    "#{@prefix}:#{([word] * times).join('-')}:#{@seen_scope}:#{closure_scope.lookupvar('kind')}"
  end
end
