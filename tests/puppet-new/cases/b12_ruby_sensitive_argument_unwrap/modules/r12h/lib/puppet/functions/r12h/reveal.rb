Puppet::Functions.create_function(:'r12h::reveal') do
  dispatch :reveal_sensitive do
    param 'Sensitive[String]', :s
  end

  dispatch :reveal_plain do
    param 'String', :s
  end

  def reveal_sensitive(s)
    "sensitive:#{s.unwrap.length}"
  end

  def reveal_plain(s)
    "plain:#{s}"
  end
end
