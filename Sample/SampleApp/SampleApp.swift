public enum SampleApp {}
