# frozen_string_literal: true

# Attributes shared by several types: each type passes itself to `declare`.
module PuppetX
  module Cloned
    module Shared
      def self.declare(type)
        type.ensurable
        type.define_singleton_method(:title_patterns) do
          [
            [%r{^([^:]+)$}, [[:section]]],
            [%r{^([^:]+):(.+)$}, [[:section], [:key]]],
          ]
        end
        type.newparam(:section) do
          desc 'The section.'
          isnamevar
        end
        type.newparam(:key) do
          desc 'The key.'
          isnamevar
          defaultto('main')
        end
        type.newproperty(:value) do
          desc 'The value.'
        end
        type.newparam(:name)
      end
    end
  end
end
