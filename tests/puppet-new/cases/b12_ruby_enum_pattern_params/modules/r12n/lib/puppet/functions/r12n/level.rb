Puppet::Functions.create_function(:'r12n::level') do
  dispatch :level do
    param "Enum['debug', 'info', 'warn']", :lvl
    param 'Pattern[/\A[a-z]+-\d+\z/]', :id
  end

  def level(lvl, id)
    "#{id}@#{lvl.upcase}"
  end
end
